import { describe, expect, it } from 'vitest';
import { shippingFormNumber, shippingFormPath } from '../shipping/rules';
import { binCodeSchema, binLocationBody, isBinCode } from '../warehouses/schemas';
import { toolItemBody, toolItemUpdateBody } from '../assets/schemas';
import { parseShippingFormCode, reservedCodeRefusal, scanMessages } from './schemas';

describe('the numbers the app prints', () => {
  it('reads a shipping form’s printed number and share link as that form', () => {
    expect(parseShippingFormCode(shippingFormNumber(12))).toBe(12);
    expect(parseShippingFormCode(' sf12 ')).toBe(12);
    expect(parseShippingFormCode(`https://app.example${shippingFormPath(7)}`)).toBe(7);
    for (const other of ['SF-', 'SFX-12', 'A-01', 'SF-12-A']) expect(parseShippingFormCode(other), other).toBeNull();
  });

  it('reserves them: a barcode or a bin code written like one is refused, with its reason', () => {
    expect(reservedCodeRefusal('SF-00012')).toBe(scanMessages.shippingFormNumber('SF-00012'));
    expect(reservedCodeRefusal('jobsite:item:4')).toBe(scanMessages.appCode);
    for (const own of ['A-01', 'HD-0042', 'SAFE-12', '0123456789012']) expect(reservedCodeRefusal(own), own).toBeNull();
    const message = 'SF-00012 is written as a shipping form number (SF-00012): scanned, it would open that form.';
    expect(toolItemUpdateBody.safeParse({ barcode: 'SF-00012' }).error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['barcode', message]]);
    expect(toolItemBody.safeParse({ model_id: 1, warehouse_id: 1, barcode: 'SF-00012' }).error?.issues.map((i) => i.message)).toEqual([message]);
    expect(binLocationBody.safeParse({ name: 'Rack', code: 'SF-00012' }).error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['code', message]]);
    expect(binCodeSchema.safeParse('A-01').success).toBe(true);
    // a bin saved with such a code before is still looked up by its code
    expect(isBinCode('SF-00012')).toBe(true);
  });
});
