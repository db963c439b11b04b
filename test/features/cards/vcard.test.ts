import { testCard } from '../../support/cards'
import { buildVCard, escapeVCardText, splitName, toContactCard, vCardFileName } from '@/features/cards/vcard'

const card = testCard()

describe('vCard 3.0 text', () => {
  it('writes every field with CRLF line endings', () => {
    const text = buildVCard(toContactCard(card))
    expect(text).toBe(
      [
        'BEGIN:VCARD',
        'VERSION:3.0',
        'N:李;明;;;',
        'FN:李明',
        'ORG:云图科技\\, 有限公司',
        'TITLE:市场总监',
        'TEL;TYPE=CELL:13800000001',
        'EMAIL;TYPE=INTERNET:li@example.com',
        'X-WECHAT:liming_01',
        'NOTE:微信: liming_01',
        'END:VCARD',
        ''
      ].join('\r\n')
    )
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
  })

  it('escapes backslash, comma, semicolon and newlines', () => {
    expect(escapeVCardText('a\\b,c;d\ne\r\nf')).toBe('a\\\\b\\,c\\;d\\ne\\nf')
    const text = buildVCard({ firstName: 'x;y', lastName: 'z', phone: '', email: '', weChat: '', title: 'line1\nline2', organization: '' })
    expect(text).toContain('N:z;x\\;y;;;')
    expect(text).toContain('TITLE:line1\\nline2')
  })

  it('leaves out empty fields', () => {
    const text = buildVCard({ firstName: 'Ada', lastName: 'Lovelace', phone: '', email: '', weChat: '', title: '', organization: '' })
    expect(text).toBe('BEGIN:VCARD\r\nVERSION:3.0\r\nN:Lovelace;Ada;;;\r\nFN:Ada Lovelace\r\nEND:VCARD\r\n')
  })

  it('splits Chinese names family-first and western names at the last space', () => {
    expect(splitName('欧阳娜娜')).toEqual({ lastName: '欧', firstName: '阳娜娜' })
    expect(splitName('Ada King Lovelace')).toEqual({ firstName: 'Ada King', lastName: 'Lovelace' })
    expect(splitName('Cher')).toEqual({ firstName: 'Cher', lastName: '' })
    expect(splitName('')).toEqual({ firstName: '', lastName: '' })
  })

  it('names the file after the person without unsafe characters', () => {
    expect(vCardFileName(toContactCard(card))).toBe('李明.vcf')
    expect(vCardFileName({ firstName: 'a/b', lastName: '', phone: '', email: '', weChat: '', title: '', organization: '' })).toBe('ab.vcf')
  })
})
