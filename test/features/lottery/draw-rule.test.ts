import type { DrawResult, Prize } from '../../../types/contract'
import { drawIfChance, NO_CHANCE_MESSAGE, NoChanceError, type DrawApi } from '@/features/lottery/draw-rule'
import { buildSlots, RING_CELLS, spinSchedule, SLOT_COUNT, targetSlot, THANKS_NAME } from '@/features/lottery/grid'
import { cleanClaim, validateClaim } from '@/features/lottery/claim'
import { isCellphone } from '@/shared/phone'
import { mockApi, envelope } from '../../utils/mock-api'

const prize = (id: number, kind: Prize['kind'] = 'THING'): Prize => ({ id, name: `奖品${id}`, image: '', kind, stock: 1 })
const won: DrawResult = { recordId: 1, win: true, prize: prize(3), needInfo: true, credentialId: 'C-1' }

function fakeApi(canUse: boolean | undefined, order: string[] = []): DrawApi & { draw: jest.Mock; getChance: jest.Mock } {
  return {
    getChance: jest.fn(async () => {
      order.push('chance')
      return canUse === undefined ? (null as never) : { canUse, remaining: canUse ? 1 : 0 }
    }),
    draw: jest.fn(async () => {
      order.push('draw')
      return won
    })
  }
}

describe('draw rule (spec §4): chance first, draw only if canUse', () => {
  it('checks the chance before drawing and returns the draw result', async () => {
    const order: string[] = []
    const api = fakeApi(true, order)
    await expect(drawIfChance(1, api)).resolves.toBe(won)
    expect(order).toEqual(['chance', 'draw'])
    expect(api.draw).toHaveBeenCalledWith(1)
  })

  it('fails with the no-chance message and makes no draw when canUse is false', async () => {
    const api = fakeApi(false)
    const error = await drawIfChance(1, api).catch(e => e)
    expect(error).toBeInstanceOf(NoChanceError)
    expect(error.message).toBe(NO_CHANCE_MESSAGE)
    expect(NO_CHANCE_MESSAGE).toBe('抽奖机会已用完')
    expect(api.draw).not.toHaveBeenCalled()
  })

  it('treats a missing chance answer as no chance', async () => {
    const api = fakeApi(undefined)
    await expect(drawIfChance(1, api)).rejects.toBeInstanceOf(NoChanceError)
    expect(api.draw).not.toHaveBeenCalled()
  })

  it('does not draw when the chance check itself fails', async () => {
    const api = fakeApi(true)
    api.getChance.mockRejectedValueOnce(new Error('offline'))
    await expect(drawIfChance(1, api)).rejects.toThrow('offline')
    expect(api.draw).not.toHaveBeenCalled()
  })

  it('uses GET /lottery/{id}/chance then POST /lottery/{id} by default', async () => {
    const api = mockApi({
      'GET /ca-open/v1/lottery/7/chance': { canUse: false, remaining: 0 },
      'POST /ca-open/v1/lottery/7': envelope(400, null, '抽奖机会已用完')
    })
    await expect(drawIfChance(7)).rejects.toBeInstanceOf(NoChanceError)
    expect(api.calls.map(c => `${c.method} ${c.path}`)).toEqual(['GET /ca-open/v1/lottery/7/chance'])
    api.restore()
  })
})

describe('prize board', () => {
  it('runs clockwise round the centre', () => {
    expect([...RING_CELLS]).toEqual([0, 1, 2, 5, 8, 7, 6, 3])
  })

  it('repeats a short prize list round the ring, keeps the first eight of a long one, and fills only an empty board with 谢谢参与', () => {
    const slots = buildSlots([prize(1), prize(2), prize(3), prize(4, 'NONE')])
    expect(slots.map(p => p.id)).toEqual([1, 2, 3, 4, 1, 2, 3, 4])
    // Four prizes, one of them 谢谢参与: two tiles of eight say so, not five.
    expect(slots.filter(p => p.kind === 'NONE')).toHaveLength(2)
    expect(buildSlots(Array.from({ length: 10 }, (_, i) => prize(i + 1))).map(p => p.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    const empty = buildSlots(null)
    expect(empty).toHaveLength(SLOT_COUNT)
    expect(empty.every(p => p.name === THANKS_NAME && p.kind === 'NONE')).toBe(true)
  })

  it('stops on the won prize, and on a 谢谢参与 slot for a losing draw', () => {
    const slots = buildSlots([prize(1), prize(2), prize(3), prize(4, 'NONE')])
    expect(targetSlot(slots, won, () => 0)).toBe(2)
    const lost = targetSlot(slots, { win: false, prize: null }, () => 0.99)
    expect(slots[lost].kind).toBe('NONE')
  })

  it('spins whole laps and ends on the target, slowing down, in about the time asked', () => {
    const steps = spinSchedule(6, 2, { rounds: 3, totalMs: 3000 })
    expect(steps).toHaveLength(3 * 8 + 4)
    expect(steps[steps.length - 1].slot).toBe(2)
    expect(steps[0].slot).toBe(7)
    expect(steps[steps.length - 1].ms).toBeGreaterThan(steps[0].ms * 2)
    const total = steps.reduce((a, s) => a + s.ms, 0)
    expect(Math.abs(total - 3000)).toBeLessThan(60)
  })
})

describe('claim form rules', () => {
  it('accepts 11-digit mainland mobiles only', () => {
    const answers = ['13800000000', '12800000000', '1380000000', '1380000000a'].map(isCellphone)
    expect(answers).toEqual([true, false, false, false])
  })

  /** A claim form's answers in the order credentialId, name, cellphone, address. */
  const claim = (credentialId: string, name: string, cellphone: string, address: string) => ({ credentialId, name, cellphone, address })

  it('names every missing or malformed field', () => {
    expect(validateClaim(claim('', ' ', '123', ''))).toEqual(claim('缺少兑奖码', '请填写收件人姓名', '请输入正确的11位手机号', '请填写收货地址'))
    expect(validateClaim(claim('C', '张三', '13800000000', '上海市浦东新区世纪大道 1 号'))).toEqual({})
  })

  it('trims what is sent', () => {
    expect(cleanClaim(claim(' C ', ' 张三 ', ' 13800000000 ', ' 上海 '))).toEqual(claim('C', '张三', '13800000000', '上海'))
  })
})
