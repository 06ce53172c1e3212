/// Moving a lesson's saved progress to the lesson as it is now, by step key.
///
/// Each step of the lesson now has an origin among the saved steps:
/// - a step whose key was saved is that step (wherever it moved);
/// - a new key where a saved key has gone, between the same surviving
///   neighbours, is that step renamed (paired in order) for the place and
///   the finished mark, but not for exercises: a step whose heading changed
///   is as likely to hold a new exercise (this happened: `Your turn: padding`
///   became `Your turn: make room, then scroll`, a different exercise);
/// - any other new key continues the step before it: a step split in two
///   keeps its key on the first part, and the second part is its continuation.
///
/// A surviving step's exercises, in order, are the exercises of the steps
/// that have it as origin, in order: so an exercise that moved to the second
/// part of a split step stays solved, and an exercise added since is not.
/// A step is finished when its origin was and all its exercises are solved:
/// both parts of a finished split step are finished, a new step of reading
/// after a finished step counts as passed, and a new exercise reopens a step.
enum StepOrigins {
    /// Where a current step comes from among the saved steps.
    struct Origin: Equatable {
        /// The saved step's index.
        var index: Int
        /// The saved step's solved exercises carry over (false for a renamed step
        /// and whatever continues it).
        var carriesExercises: Bool
    }

    /// For each current step, its origin among `saved`, if any.
    static func origins(saved: [String], current: [String]) -> [Origin?] {
        var savedIndex: [String: Int] = [:]
        for (index, key) in saved.enumerated() where savedIndex[key] == nil { savedIndex[key] = index }
        let currentKeys = Set(current)
        // Saved steps that are gone, grouped by the nearest surviving step
        // before them (-1: the start of the lesson).
        var gone: [Int: [Int]] = [:]
        var anchor = -1
        for (index, key) in saved.enumerated() {
            if currentKeys.contains(key) {
                if savedIndex[key] == index { anchor = index }
            } else {
                gone[anchor, default: []].append(index)
            }
        }
        var result: [Origin?] = []
        var renamed: [Int: Int] = [:]
        anchor = -1
        for key in current {
            if let index = savedIndex[key] {
                result.append(Origin(index: index, carriesExercises: true))
                anchor = index
                continue
            }
            let slot = gone[anchor] ?? []
            let used = renamed[anchor, default: 0]
            if used < slot.count {
                result.append(Origin(index: slot[used], carriesExercises: false))
                renamed[anchor] = used + 1
            } else {
                result.append(result.last ?? nil)
            }
        }
        return result
    }
}

extension LessonRecord {
    /// This record with its positions moved to `layout` (see `StepOrigins`)
    /// and stamped with the layout's keys. A record without keys (an older
    /// file) keeps its positions; so does anything a position or exercise
    /// key names beyond the saved keys (a hand-edited file).
    public func rebased(onto layout: StepLayout) -> LessonRecord {
        var result = self
        result.stepKeys = layout.keys
        result.unreadableStepKeys = false
        guard let saved = stepKeys, saved != layout.keys else { return result }
        let origins = StepOrigins.origins(saved: saved, current: layout.keys)
        func count(_ step: Int) -> Int { layout.exerciseCounts.indices.contains(step) ? layout.exerciseCounts[step] : 0 }

        // The exercises each saved step now has, in order, as (step, ordinal).
        var exercisesOf: [Int: [(Int, Int)]] = [:]
        for (step, origin) in origins.enumerated() {
            guard let origin, origin.carriesExercises else { continue }
            exercisesOf[origin.index, default: []] += (0..<count(step)).map { (step, $0) }
        }
        result.finishedExercises = []
        for key in finishedExercises {
            guard let (step, ordinal) = ExerciseKey.parse(key), step < saved.count else {
                result.finishedExercises.insert(key)
                continue
            }
            // An exercise that is no longer in the lesson is dropped with it.
            if let moved = exercisesOf[step], ordinal < moved.count {
                result.finishedExercises.insert(ExerciseKey.make(step: moved[ordinal].0, ordinal: moved[ordinal].1))
            }
        }

        result.finishedSteps = finishedSteps.filter { $0 >= saved.count }
        for (step, origin) in origins.enumerated() {
            guard let origin, finishedSteps.contains(origin.index) else { continue }
            let solved = (0..<count(step)).allSatisfy {
                result.finishedExercises.contains(ExerciseKey.make(step: step, ordinal: $0))
            }
            if solved { result.finishedSteps.insert(step) }
        }

        if step < saved.count {
            // The step itself (or its renamed self); when it is gone, the step that followed it.
            result.step = layout.keys.firstIndex(of: saved[step])
                ?? origins.firstIndex { $0?.index == step }
                ?? origins.firstIndex { ($0?.index ?? -1) > step }
                ?? max(0, layout.keys.count - 1)
        }
        return result
    }
}

extension ExerciseKey {
    /// `STEP.N` → (STEP, N); nil for anything else (a hand-edited file).
    static func parse(_ key: String) -> (step: Int, ordinal: Int)? {
        let parts = key.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let step = Int(parts[0]), let ordinal = Int(parts[1]),
              step >= 0, ordinal >= 0 else { return nil }
        return (step, ordinal)
    }
}
