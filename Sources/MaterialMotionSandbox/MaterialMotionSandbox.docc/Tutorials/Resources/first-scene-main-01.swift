import MaterialMotionSandbox

SandboxApp.main(scenes: BuiltInScenes.all + [SlideScene.self])
