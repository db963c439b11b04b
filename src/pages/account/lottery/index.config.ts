export default definePageConfig({
  navigationBarTitleText: '抽奖记录',
  navigationStyle: 'custom'
})
