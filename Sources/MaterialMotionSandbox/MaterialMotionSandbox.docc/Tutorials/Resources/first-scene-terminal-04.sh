cd MyScenes
swift test
