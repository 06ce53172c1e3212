let shots = [(0, 0), (4, 0), (0, -3), (1, -1), (6, 2)]
for shot in shots {
    switch shot {
    case (0, 0):
        print("\(shot) bullseye")
    case (_, 0):
        print("\(shot) level with the centre")
    case (0, _):
        print("\(shot) straight above or below")
    case (-2...2, -2...2):
        print("\(shot) inner ring")
    default:
        print("\(shot) outer ring")
    }
}
