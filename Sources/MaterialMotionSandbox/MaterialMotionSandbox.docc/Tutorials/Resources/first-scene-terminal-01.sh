cd MyScenes
swift run my-scenes --scene slide
