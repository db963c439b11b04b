export default definePageConfig({
  navigationBarTitleText: '我的数据',
  navigationStyle: 'custom'
})
