import type { DrawResult, LotteryChance } from '../../../types/contract'
import { draw, getChance } from './api'

/** The no-chance message (spec §4, §8); the server answers the same text for a draw without a chance. */
export const NO_CHANCE_MESSAGE = '抽奖机会已用完'

/** The visitor has no draw left: no draw request was made. */
export class NoChanceError extends Error {
  constructor(message = NO_CHANCE_MESSAGE) {
    super(message)
    this.name = 'NoChanceError'
  }
}

export interface DrawApi {
  getChance(id: number): Promise<LotteryChance>
  draw(id: number): Promise<DrawResult>
}

const defaultApi: DrawApi = { getChance, draw }

/**
 * One draw by the rule of spec §4: ask for the chance first and draw only when canUse is true;
 * otherwise throw NoChanceError without calling draw.
 */
export async function drawIfChance(lotteryId: number, api: DrawApi = defaultApi): Promise<DrawResult> {
  const chance = await api.getChance(lotteryId)
  if (!chance || chance.canUse !== true) throw new NoChanceError()
  return api.draw(lotteryId)
}
