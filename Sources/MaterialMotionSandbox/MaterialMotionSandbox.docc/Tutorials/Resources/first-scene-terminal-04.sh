cd MyScenes
swift test   # records Tests/Goldens: "No reference was found on disk ..."
swift test   # checks against them
