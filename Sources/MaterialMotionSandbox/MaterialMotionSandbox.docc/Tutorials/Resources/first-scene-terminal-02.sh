cd MyScenes
swift run my-scenes --scene slide

# Record: tap three times, then press Esc.
swift run my-scenes --scene slide --record-input replays/slide-taps.jsonl
