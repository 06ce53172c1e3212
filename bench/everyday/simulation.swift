// A small simulation: particles (structs of Doubles with a nested velocity) bouncing in a box,
// updated through array subscripts, with a bank-queue tally each step.
struct Vector {
    var x: Double
    var y: Double
}
struct Particle {
    var position: Vector
    var velocity: Vector
    var bounces = 0
}
let n = 1_800
let count = 400
var particles: [Particle] = []
var seed = 17
for _ in 0..<count {
    seed = (seed * 1103515245 + 12345) % 2147483648
    let px = Double(seed % 1000) / 10.0
    let py = Double((seed / 1000) % 1000) / 10.0
    particles.append(Particle(position: Vector(x: px, y: py),
                              velocity: Vector(x: Double(seed % 7) - 3.0, y: Double(seed % 5) - 2.0)))
}
let dt = 0.25
var queue: [Int] = []
var served = 0
for step in 0..<n {
    for i in 0..<particles.count {
        particles[i].velocity.y -= 0.1 * dt
        particles[i].position.x += particles[i].velocity.x * dt
        particles[i].position.y += particles[i].velocity.y * dt
        if particles[i].position.x < 0 || particles[i].position.x > 100 {
            particles[i].velocity.x = -particles[i].velocity.x
            particles[i].bounces += 1
        }
        if particles[i].position.y < 0 {
            particles[i].position.y = 0
            particles[i].velocity.y = -particles[i].velocity.y * 0.9
            particles[i].bounces += 1
        }
    }
    if step % 3 == 0 { queue.append(step) }
    if step % 4 == 0 && !queue.isEmpty {
        queue.removeFirst()
        served += 1
    }
}
var energy = 0.0
var bounces = 0
for p in particles {
    energy += 0.5 * (p.velocity.x * p.velocity.x + p.velocity.y * p.velocity.y)
    bounces += p.bounces
}
print(Int(energy * 1000), bounces, served, queue.count, Int(particles[7].position.x * 100))
