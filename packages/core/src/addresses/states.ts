/**
 * States and provinces offered by the address panel for the countries that require
 * a state (spec section 9). Other countries take a free-text state.
 */

/** Chinese provinces by short name, with the Chinese names they are also written as. */
export const CHINESE_PROVINCES: ReadonlyArray<{ name: string; chinese: string }> = [
  { name: 'Anhui', chinese: '安徽' },
  { name: 'Beijing', chinese: '北京' },
  { name: 'Chongqing', chinese: '重庆' },
  { name: 'Fujian', chinese: '福建' },
  { name: 'Gansu', chinese: '甘肃' },
  { name: 'Guangdong', chinese: '广东' },
  { name: 'Guangxi', chinese: '广西' },
  { name: 'Guizhou', chinese: '贵州' },
  { name: 'Hainan', chinese: '海南' },
  { name: 'Hebei', chinese: '河北' },
  { name: 'Heilongjiang', chinese: '黑龙江' },
  { name: 'Henan', chinese: '河南' },
  { name: 'Hubei', chinese: '湖北' },
  { name: 'Hunan', chinese: '湖南' },
  { name: 'Inner Mongolia', chinese: '内蒙古' },
  { name: 'Jiangsu', chinese: '江苏' },
  { name: 'Jiangxi', chinese: '江西' },
  { name: 'Jilin', chinese: '吉林' },
  { name: 'Liaoning', chinese: '辽宁' },
  { name: 'Ningxia', chinese: '宁夏' },
  { name: 'Qinghai', chinese: '青海' },
  { name: 'Shaanxi', chinese: '陕西' },
  { name: 'Shandong', chinese: '山东' },
  { name: 'Shanghai', chinese: '上海' },
  { name: 'Shanxi', chinese: '山西' },
  { name: 'Sichuan', chinese: '四川' },
  { name: 'Tianjin', chinese: '天津' },
  { name: 'Tibet', chinese: '西藏' },
  { name: 'Xinjiang', chinese: '新疆' },
  { name: 'Yunnan', chinese: '云南' },
  { name: 'Zhejiang', chinese: '浙江' },
];

export const STATES_BY_COUNTRY: Record<string, readonly string[]> = {
  USA: [
    'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA',
    'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR',
    'PA', 'PR', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
  ],
  Canada: ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'],
  Australia: ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'],
  'New Zealand': [
    'Auckland', 'Bay of Plenty', 'Canterbury', 'Gisborne', "Hawke's Bay", 'Manawatu-Whanganui', 'Marlborough',
    'Nelson', 'Northland', 'Otago', 'Southland', 'Taranaki', 'Tasman', 'Waikato', 'Wellington', 'West Coast',
  ],
  Mexico: [
    'Aguascalientes', 'Baja California', 'Baja California Sur', 'Campeche', 'Chiapas', 'Chihuahua', 'Ciudad de México',
    'Coahuila', 'Colima', 'Durango', 'Guanajuato', 'Guerrero', 'Hidalgo', 'Jalisco', 'México', 'Michoacán', 'Morelos',
    'Nayarit', 'Nuevo León', 'Oaxaca', 'Puebla', 'Querétaro', 'Quintana Roo', 'San Luis Potosí', 'Sinaloa', 'Sonora',
    'Tabasco', 'Tamaulipas', 'Tlaxcala', 'Veracruz', 'Yucatán', 'Zacatecas',
  ],
  India: [
    'Andaman and Nicobar Islands', 'Andhra Pradesh', 'Arunachal Pradesh', 'Assam', 'Bihar', 'Chandigarh', 'Chhattisgarh',
    'Dadra and Nagar Haveli and Daman and Diu', 'Delhi', 'Goa', 'Gujarat', 'Haryana', 'Himachal Pradesh',
    'Jammu and Kashmir', 'Jharkhand', 'Karnataka', 'Kerala', 'Ladakh', 'Lakshadweep', 'Madhya Pradesh', 'Maharashtra',
    'Manipur', 'Meghalaya', 'Mizoram', 'Nagaland', 'Odisha', 'Puducherry', 'Punjab', 'Rajasthan', 'Sikkim',
    'Tamil Nadu', 'Telangana', 'Tripura', 'Uttar Pradesh', 'Uttarakhand', 'West Bengal',
  ],
  China: CHINESE_PROVINCES.map((p) => p.name),
};
