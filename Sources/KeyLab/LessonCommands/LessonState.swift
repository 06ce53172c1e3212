/// The lesson being followed and the learner's progress.
/// (Placeholder: the lesson commands fill this in.)
public final class LessonState {
    public init(environment: SessionEnvironment) {}
}
