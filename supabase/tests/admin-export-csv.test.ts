/** The CSV writer of the admin-export function (supabase/functions/_shared/csv.ts): RFC 4180 and the formula guard. */
import { CSV_BOM, csvCell, csvLine } from '../functions/_shared/csv';

describe('csvCell', () => {
  it('leaves plain text and numbers as they are', () => {
    expect(csvCell('Funke Adeyemi')).toBe('Funke Adeyemi');
    expect(csvCell('38000.00')).toBe('38000.00');
    expect(csvCell('-500.00')).toBe('-500.00');
    expect(csvCell(12)).toBe('12');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('quotes commas, quotes, line breaks and edge spaces, doubling quotes', () => {
    expect(csvCell('12 Awolowo Road, Ikoyi')).toBe('"12 Awolowo Road, Ikoyi"');
    expect(csvCell('She said "spotless"')).toBe('"She said ""spotless"""');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell(' padded ')).toBe('" padded "');
  });

  it('keeps what a spreadsheet would run as a formula as text', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","Click")')).toBe('"\'=HYPERLINK(""http://evil.example"",""Click"")"');
    expect(csvCell('+2348031234567')).toBe("'+2348031234567");
    expect(csvCell('-1+1')).toBe("'-1+1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
  });
});

it('csvLine ends lines with CRLF; the file starts with a byte order mark', () => {
  expect(csvLine(['a', 'b,c', 3])).toBe('a,"b,c",3\r\n');
  expect(CSV_BOM).toBe('\uFEFF');
});
