import { Text, View } from '@tarojs/components'
import React, { useRef, useState } from 'react'
import type { Notice } from '../../../../types/contract'
import { PagedList } from '@/components/paged-list'
import { SafeRichText } from '@/components/rich-text'
import { usePagedList } from '@/hooks/use-paged-list'
import { formatDate } from '@/shared/format'
import { getNotices, readNotice } from '@/features/account/api'
import { tapTarget } from '@/utils/tap-target'
import './notices.scss'

/** In-app notices: a tap expands one and marks it read (account/notification). */
export function Notices() {
  const list = usePagedList(page => getNotices(page), [])
  const [open, setOpen] = useState<number | null>(null)
  const marking = useRef(new Set<number>())

  const toggle = (notice: Notice) => {
    setOpen(current => (current === notice.id ? null : notice.id))
    if (notice.read || marking.current.has(notice.id)) return
    marking.current.add(notice.id)
    // Shown as read at once; the server call follows (a failure only leaves it unread there).
    list.setItems(items => items.map(n => (n.id === notice.id ? { ...n, read: true } : n)))
    readNotice(notice.id)
      .catch(() => list.setItems(items => items.map(n => (n.id === notice.id ? { ...n, read: false } : n))))
      .finally(() => marking.current.delete(notice.id))
  }

  return (
    <PagedList
      state={list}
      itemKey={n => n.id}
      emptyText='暂无消息'
      emptyHint='活动提醒、订单与积分变动会通知到这里'
      skeletonAvatar={false}
      renderItem={notice => (
        <View className={`notice ${notice.read ? '' : 'notice--unread'}`} data-testid={`notice-${notice.id}`}>
          <View className='notice__head' {...tapTarget('button')} aria-expanded={open === notice.id} onClick={() => toggle(notice)}>
            {!notice.read && <View className='notice__dot' aria-label='未读' />}
            <Text className='notice__title'>{notice.title}</Text>
            <Text className='notice__time'>{formatDate(notice.createdAt, 'MM-DD HH:mm')}</Text>
          </View>
          {open === notice.id && (
            <View className='notice__body'>
              <SafeRichText html={notice.content} />
            </View>
          )}
        </View>
      )}
    />
  )
}
