cd MyScenes
swift run my-scenes --scene slide

# Record: tap three times, then press Esc.
swift run my-scenes --scene slide --record-input replays/slide-taps.jsonl

# Replay it in a window: the scene and the window size come from the recording.
swift run my-scenes --replay replays/slide-taps.jsonl

# Replay it without a display and keep the last frame.
swift run my-scenes --replay replays/slide-taps.jsonl --headless --screenshot-dir out
# final frame: out/my-scenes-slide-final.png

# Every frame as PNG, and a video.
swift run my-scenes --replay replays/slide-taps.jsonl --headless \
  --capture out/frames --video out/slide.mp4
