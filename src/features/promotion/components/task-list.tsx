import { Text, View } from '@tarojs/components'
import React from 'react'
import { Empty, QueryView } from '@/components/states'
import { navigateTo } from '@/services/navigation/navigate'
import { Routes } from '@/services/navigation/routes'
import { progressPercent } from '@/features/promotion/format'
import { useTasks } from '@/features/promotion/use-promotion'
import './task-list.scss'

/** My promotion tasks: progress towards the target, the reward, and whether it is done. */
export function TaskList() {
  const query = useTasks()
  return (
    <QueryView
      query={query}
      isEmpty={d => d.length === 0}
      empty={<Empty text='暂无推广任务' hint='先去分享你的推广链接吧' actionText='去推广' onAction={() => void navigateTo(Routes.promotion)} />}
    >
      {tasks => {
        const done = tasks.filter(t => t.status === 'DONE')
        const reward = done.reduce((s, t) => s + (t.reward || 0), 0)
        return (
          <View>
            <View className='card task-summary'>
              <View className='task-summary__item'>
                <Text className='task-summary__num'>
                  {done.length}/{tasks.length}
                </Text>
                <Text className='task-summary__label'>已完成任务</Text>
              </View>
              <View className='task-summary__item'>
                <Text className='task-summary__num'>{reward}</Text>
                <Text className='task-summary__label'>已获奖励积分</Text>
              </View>
            </View>
            {tasks.map(t => {
              const percent = progressPercent(t.done, t.target)
              const finished = t.status === 'DONE'
              return (
                <View key={t.id} className='card task-card' data-testid={`task-${t.id}`}>
                  <View className='task-card__head'>
                    <Text className='task-card__title'>{t.title}</Text>
                    <Text className={`task-card__status task-card__status--${finished ? 'done' : 'doing'}`}>{finished ? '已完成' : '进行中'}</Text>
                  </View>
                  {t.description ? <Text className='task-card__desc'>{t.description}</Text> : null}
                  <View className='task-card__progress'>
                    <View
                      className='task-card__track'
                      role='progressbar'
                      aria-valuemin={0}
                      aria-valuemax={t.target}
                      aria-valuenow={t.done}
                      aria-label={`${t.title}进度`}
                    >
                      <View className={`task-card__fill ${finished ? 'task-card__fill--done' : ''}`} style={{ width: `${finished ? 100 : percent}%` }} />
                    </View>
                    <Text className='task-card__count'>
                      {t.done}/{t.target}
                    </Text>
                  </View>
                  <View className='task-card__foot'>
                    <Text className='task-card__reward'>奖励 +{t.reward} 积分</Text>
                    {t.metric === 'CHECKINS' && <Text className='task-card__metric'>按到场签到计</Text>}
                  </View>
                </View>
              )
            })}
          </View>
        )
      }}
    </QueryView>
  )
}
