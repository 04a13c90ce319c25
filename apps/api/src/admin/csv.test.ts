import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('CSV export', () => {
  it('quotes commas, quotes and line breaks as RFC 4180 does, with CRLF lines', () => {
    expect(
      toCsv(
        ['email', 'note'],
        [
          ['a@b.com', 'plain'],
          ['c,d@e.com', 'say "hi"\nthere'],
          ['x@y.com', null],
        ],
      ),
    ).toBe('email,note\r\na@b.com,plain\r\n"c,d@e.com","say ""hi""\nthere"\r\nx@y.com,\r\n');
  });

  it.each([
    ['=HYPERLINK("http://evil.example")@x.io', `"'=HYPERLINK(""http://evil.example"")@x.io"`],
    ['+91@x.io', "'+91@x.io"],
    ['-2+3@x.io', "'-2+3@x.io"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd@x.io', "'\tcmd@x.io"],
    ['\rcmd@x.io', `"'\rcmd@x.io"`],
    ['reader=1@x.io', 'reader=1@x.io'],
  ])('neutralises a cell a spreadsheet would run as a formula: %j → %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});
