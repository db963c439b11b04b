export default definePageConfig({
  navigationBarTitleText: '输入信息签到',
  navigationStyle: 'custom'
})
