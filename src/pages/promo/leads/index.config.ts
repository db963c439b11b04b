export default definePageConfig({
  navigationBarTitleText: '线索雷达',
  navigationStyle: 'custom'
})
