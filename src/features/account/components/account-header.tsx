import { Image, Text, View } from '@tarojs/components'
import React from 'react'
import type { Account } from '../../../../types/contract'
import { isRealName } from '@/shared/format'
import { displayName, maskPhone } from '@/features/account/profile'
import { badgeText, roleBadges } from '@/features/account/entries'
import { tapTarget } from '@/utils/tap-target'
import './account-header.scss'

interface AccountHeaderProps {
  account: Account
  unread: number
  onEditProfile: () => void
  onBindPhone: () => void
  onPoints: () => void
  onNotices: () => void
}

/** The personal-centre header: avatar, name, phone or bind prompt, roles, points and the notices badge. */
export function AccountHeader({ account, unread, onEditProfile, onBindPhone, onPoints, onNotices }: AccountHeaderProps) {
  const name = displayName(account)
  const needsProfile = !isRealName(account.nickName)
  const badges = roleBadges(account.roles || [])
  const unreadText = badgeText(unread)
  return (
    <View className='account-header'>
      <View className='account-header__top'>
        <View className='account-header__avatar' {...tapTarget('button')} aria-label='编辑头像和资料' onClick={onEditProfile}>
          {account.avatar ? (
            <Image className='account-header__avatar-img' src={account.avatar} mode='aspectFill' imgProps={{ alt: '' }} />
          ) : (
            <Text className='account-header__avatar-text'>{name.slice(0, 1)}</Text>
          )}
        </View>
        <View className='account-header__who'>
          <View className='account-header__name-row'>
            <Text className='account-header__name' data-testid='account-name'>
              {name}
            </Text>
            {badges.map(b => (
              <Text key={b} className='account-header__role'>
                {b}
              </Text>
            ))}
          </View>
          {account.cellphone ? (
            <Text className='account-header__phone'>{maskPhone(account.cellphone)}</Text>
          ) : (
            <View className='account-header__link' {...tapTarget('button')} onClick={onBindPhone}>
              绑定手机号 ›
            </View>
          )}
          {needsProfile && (
            <View className='account-header__link' {...tapTarget('button')} onClick={onEditProfile}>
              完善个人资料 ›
            </View>
          )}
        </View>
        <View className='account-header__bell' {...tapTarget('button')} aria-label={unread > 0 ? `消息通知，${unread}条未读` : '消息通知'} onClick={onNotices}>
          <Text className='account-header__bell-icon'>✉</Text>
          {unreadText && (
            <Text className='account-header__dot' data-testid='unread-badge'>
              {unreadText}
            </Text>
          )}
        </View>
      </View>
      <View className='account-header__stats'>
        <View className='account-header__stat' {...tapTarget('button')} onClick={onPoints}>
          <Text className='account-header__stat-value' data-testid='account-points'>
            {account.points ?? 0}
          </Text>
          <Text className='account-header__stat-label'>积分</Text>
        </View>
        <View className='account-header__stat' {...tapTarget('button')} onClick={onNotices}>
          <Text className='account-header__stat-value'>{unread}</Text>
          <Text className='account-header__stat-label'>未读消息</Text>
        </View>
      </View>
    </View>
  )
}
