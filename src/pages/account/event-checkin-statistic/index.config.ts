export default definePageConfig({
  navigationBarTitleText: '签到统计',
  navigationStyle: 'custom'
})
