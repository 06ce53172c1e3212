import KeyboardSim

/// `:devices` and `:device ID`.
enum DeviceCommands {
    static var all: [Command] { [devices, device] }

    static var devices: Command {
        let fail = UsageFailure(usage: ":devices")
        return Command(
            name: "devices", group: .scene,
            summary: "list devices: screen and keyboard sizes",
            usage: fail.usage,
            example: ":devices",
            details: "Keyboard heights are portrait with the predictive bar / landscape with it; ≈ marks an estimate no source confirmed.",
            run: { session, invocation in
                guard invocation.arguments.isEmpty else {
                    return fail.problem(Messages.current.buildError(.devicesTakesNothing))
                }
                let current = session.scene.simulation.device.id
                let rows = DeviceCatalog.all.map { device -> [String] in
                    let size = device.portraitSize
                    let portrait = device.keyboardPortraitPredictive.display
                    let landscape = device.keyboardLandscapePredictive.display
                    return [(device.id == current ? "* " : "  ") + device.id, device.name,
                            "\(formatNumber(size.width)) × \(formatNumber(size.height))",
                            "\(portrait) / \(landscape)"]
                }
                let table = TextTable(header: ["  " + Messages.current.buildError(.devicesHeaderID),
                                                   Messages.current.buildError(.devicesHeaderName),
                                                   Messages.current.buildError(.devicesHeaderScreen),
                                                   Messages.current.buildError(.devicesHeaderKeyboard)], rows: rows)
                let lines = table.lines(headerStyle: session.style.bold)
                    + [Messages.current.buildError(.devicesFootnote)]
                return .text(session.sceneText(lines.joined(separator: "\n")))
            }
        )
    }

    static var device: Command {
        let fail = UsageFailure(usage: ":device ID")
        return Command(
            name: "device", group: .scene,
            summary: "choose the device (empties the scene)",
            usage: fail.usage,
            example: ":device iphone-x",
            details: "IDs: " + DeviceCatalog.ids.joined(separator: ", ") + ". The default is iphone-8.",
            complete: { _, index, _ in index == 0 ? DeviceCatalog.ids : [] },
            run: { session, invocation in
                guard let id = invocation.arguments.first else {
                    return fail.problem(Messages.current.buildError(.missingDeviceID, ["ids": DeviceCatalog.ids.joined(separator: ", ")]))
                }
                guard invocation.arguments.count == 1 else {
                    return fail.problem(Messages.current.buildError(.oneDeviceID, ["words": invocation.rest]))
                }
                var simulation = session.scene.simulation
                do throws(SimError) {
                    try simulation.setDevice(id)
                } catch {
                    return fail.reply(error)
                }
                session.scene.simulation = simulation
                session.scene.log = []
                let size = simulation.screenSize
                let text = session.messages.buildError(.deviceChosen, ["name": simulation.device.name, "id": simulation.device.id,
                                                                     "width": formatNumber(size.width), "height": formatNumber(size.height)])
                // A long device name at 60 columns breaks at a space, not inside a word.
                return .text(session.sceneText(WordWrap.text(text, width: session.environment.width)))
            }
        )
    }
}
