/// The scenes the `motion-sandbox` executable shows, one for every interaction.
@MainActor
public enum BuiltInScenes {
  /// The built-in scenes in list order: `scalable` (the default), `draggable`, `rotatable`,
  /// `direct`, `tossable`, `tap`, `valve`, `pinch-lab`, `stress` (keys 1 to 9), then `arc-move`,
  /// `change-direction`, `swipeable-list`, `spring`, `tween`, `carousel`, `sticker-picker`,
  /// `modal-dialog`, `photo-album`, `push-back`, `fab-reveal`, `material-expansion` and
  /// `gesture-lab`. Append
  /// your own to keep them
  /// (`BuiltInScenes.all + [MyScene.self]`) or pass only yours.
  public static let all: [any SandboxScene.Type] = [
    ScalableScene.self,
    DraggableScene.self,
    RotatableScene.self,
    DirectScene.self,
    TossableScene.self,
    TapScene.self,
    ValveScene.self,
    PinchLabScene.self,
    StressScene.self,
    ArcMoveScene.self,
    ChangeDirectionScene.self,
    SwipeableListScene.self,
    SpringScene.self,
    TweenScene.self,
    CarouselScene.self,
    StickerPickerScene.self,
    ModalDialogScene.self,
    PhotoAlbumScene.self,
    PushBackScene.self,
    FabRevealScene.self,
    MaterialExpansionScene.self,
    GestureLabScene.self,
  ]
}
