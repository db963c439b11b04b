export default definePageConfig({
  navigationBarTitleText: '内容',
  navigationStyle: 'custom'
})
