/**
 * The most common passwords of public breach lists that are long enough to pass the
 * length rule (8+ characters). Short ones are refused by length already. Kept small on
 * purpose: it ships to the browser too.
 */
export const COMMON_PASSWORDS: readonly string[] = [
  'password', 'password1', 'password12', 'password123', 'password1234', 'password!', 'passw0rd', 'p@ssw0rd', 'p@ssword',
  'pa$$word', 'passwort', 'motdepasse', 'contraseña', 'contrasena',
  '12345678', '123456789', '1234567890', '0123456789', '12345678910', '123123123', '11111111', '111111111', '1111111111',
  '00000000', '000000000', '0000000000', '88888888', '99999999', '66666666', '12341234', '11223344', '12121212', '123321123',
  '987654321', '9876543210', '87654321', '147258369', '159753852', '1q2w3e4r', '1q2w3e4r5t', '1q2w3e4r5t6y', 'q1w2e3r4',
  'q1w2e3r4t5', '1qaz2wsx', '1qaz2wsx3edc', 'zaq12wsx', 'zaq1zaq1', 'qazwsxedc', 'qweasdzxc', 'asdfghjkl', 'asdfasdf',
  'qwertyuiop', 'qwerty12', 'qwerty123', 'qwerty1234', 'qwertyui', 'azertyuiop', 'zxcvbnm1', 'abcd1234', 'abc12345',
  'abc123456', 'abcdefgh', 'a1b2c3d4', 'aa123456', 'iloveyou', 'iloveyou1', 'sunshine', 'sunshine1', 'princess', 'princess1',
  'football', 'football1', 'baseball', 'baseball1', 'basketball', 'superman', 'batman123', 'starwars', 'whatever',
  'trustno1', 'welcome1', 'welcome123', 'letmein1', 'letmein123', 'changeme', 'changeme1', 'computer', 'internet',
  'michelle', 'jennifer', 'jordan23', 'liverpool', 'chelsea1', 'arsenal1', 'mustang1', 'shadow12', 'master12', 'monkey12',
  'dragon12', 'charlie1', 'michael1', 'jessica1', 'ashley12', 'hello123', 'freedom1', 'master123', 'admin123', 'admin1234',
  'administrator', 'root1234', 'test1234', 'testtest', 'test12345', 'secret12', 'secret123', 'default1', 'guest123',
  'summer2024', 'summer2025', 'summer2026', 'winter2024', 'winter2025', 'winter2026', 'spring2025', 'spring2026',
  'autumn2025', 'company1', 'company123', 'construction', 'construction1', 'contractor', 'supplier1', 'jobsite1',
  'q1w2e3r4t5y6', 'zxcvbnm123', 'asdf1234', 'qwer1234', 'pass1234', 'pass12345', 'mypassword', 'newpassword',
  'loveyou1', 'babygirl1', 'lovely123', 'iloveu123', 'nicole123', 'daniel123', 'anthony1', 'samsung1', 'google123',
  'facebook', 'linkedin', 'yankees1', 'cowboys1', 'steelers', 'eagles12', 'tigger12', 'pokemon1', 'minecraft',
  'fortnite', 'blink182', 'qwerty1!', 'Password1!', 'Welcome1!', 'P@ssw0rd1', 'Passw0rd!', '!qaz2wsx',
];

const COMMON = new Set(COMMON_PASSWORDS.map((p) => p.toLowerCase()));

/** Whether a password is one of the well-known ones; the comparison ignores case. */
export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}
