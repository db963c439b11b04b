export default definePageConfig({
  navigationBarTitleText: '活动签到',
  navigationStyle: 'custom'
})
