import { accountEntryGroups, badgeText, roleBadges } from '../../../src/features/account/entries'
import { claimState } from '../../../src/features/account/records'
import type { LotteryRecord, Prize } from '../../../types/contract'
import { MEMBER_ENTRY_LABELS } from '../../support/accounts'

const labels = (opts: { isPromoter: boolean; isUcUser: boolean }) => accountEntryGroups(opts).flatMap(g => g.entries.map(e => e.label))

describe('personal centre entries', () => {
  it('links every record page for a member', () => {
    expect(labels({ isPromoter: false, isUcUser: false })).toEqual(MEMBER_ENTRY_LABELS)
  })

  it('adds promoter and colleague areas only for those roles', () => {
    expect(labels({ isPromoter: true, isUcUser: false })).toEqual(expect.arrayContaining(['推广中心', '渠道伙伴中心', '签到统计']))
    expect(labels({ isPromoter: false, isUcUser: false })).not.toContain('签到统计')
    expect(labels({ isPromoter: true, isUcUser: false })).not.toContain('同事')
    expect(labels({ isPromoter: false, isUcUser: true })).toEqual(expect.arrayContaining(['名片信息', '同事']))
    const tickets = accountEntryGroups({ isPromoter: false, isUcUser: false })[0].entries.find(e => e.key === 'tickets')
    expect(tickets?.url).toBe('/pages/account/tickets/index')
  })

  it('adds 我的数据 for everyone and 线索雷达 for promoters and colleagues when the server has the lead radar', () => {
    const radar = (opts: { isPromoter: boolean; isUcUser: boolean }) =>
      accountEntryGroups({ ...opts, leadRadar: true }).flatMap(g => g.entries.map(e => e.label))
    expect(radar({ isPromoter: false, isUcUser: false })).toEqual([...MEMBER_ENTRY_LABELS, '我的数据'])
    expect(radar({ isPromoter: true, isUcUser: true }).filter(l => l === '线索雷达')).toHaveLength(1)
    expect(radar({ isPromoter: false, isUcUser: true })).toContain('线索雷达')
    expect(labels({ isPromoter: true, isUcUser: true })).not.toContain('线索雷达')
    expect(labels({ isPromoter: true, isUcUser: true })).not.toContain('我的数据')
  })

  it('shows role badges without the visitor role once a higher one exists', () => {
    expect(roleBadges(['VISITOR', 'MEMBER', 'PROMOTER'])).toEqual(['会员', '渠道伙伴'])
    expect(roleBadges(['VISITOR'])).toEqual(['访客'])
  })

  it('caps the unread badge at 99+', () => {
    expect(badgeText(0)).toBe('')
    expect(badgeText(7)).toBe('7')
    expect(badgeText(120)).toBe('99+')
  })
})

describe('lottery claim state', () => {
  const thing: Prize = { id: 1, name: '保温杯', image: '', kind: 'THING', stock: 1 }
  const record = (over: Partial<LotteryRecord>): LotteryRecord => ({
    recordId: 1,
    lotteryId: 1,
    lotteryTitle: 't',
    prize: thing,
    win: true,
    credentialId: 'C1',
    infoCompleted: false,
    verified: false,
    time: '',
    ...over
  })
  it('asks for the claim form for a won physical prize until the info is completed', () => {
    expect(claimState(record({}))).toBe('TO_CLAIM')
    expect(claimState(record({ infoCompleted: true }))).toBe('CLAIMED')
    expect(claimState(record({ infoCompleted: true, verified: true }))).toBe('VERIFIED')
  })
  it('has nothing to claim for a loss or a points prize', () => {
    expect(claimState(record({ win: false }))).toBe('NONE')
    expect(claimState(record({ prize: { ...thing, kind: 'NONE' } }))).toBe('NONE')
    expect(claimState(record({ prize: { ...thing, kind: 'POINTS' } }))).toBe('CLAIMED')
  })
})
