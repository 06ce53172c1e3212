# A small simulation: particles (objects of floats with a nested velocity) bouncing in a box,
# updated through list indexing, with a bank-queue tally each step.
class Vector:
    __slots__ = ("x", "y")
    def __init__(self, x, y):
        self.x = x
        self.y = y

class Particle:
    __slots__ = ("position", "velocity", "bounces")
    def __init__(self, position, velocity):
        self.position = position
        self.velocity = velocity
        self.bounces = 0

n = 1_800
count = 400
particles = []
seed = 17
for _ in range(count):
    seed = (seed * 1103515245 + 12345) % 2147483648
    px = (seed % 1000) / 10.0
    py = ((seed // 1000) % 1000) / 10.0
    particles.append(Particle(Vector(px, py), Vector(float(seed % 7) - 3.0, float(seed % 5) - 2.0)))
dt = 0.25
queue = []
served = 0
for step in range(n):
    for i in range(len(particles)):
        particles[i].velocity.y -= 0.1 * dt
        particles[i].position.x += particles[i].velocity.x * dt
        particles[i].position.y += particles[i].velocity.y * dt
        if particles[i].position.x < 0 or particles[i].position.x > 100:
            particles[i].velocity.x = -particles[i].velocity.x
            particles[i].bounces += 1
        if particles[i].position.y < 0:
            particles[i].position.y = 0
            particles[i].velocity.y = -particles[i].velocity.y * 0.9
            particles[i].bounces += 1
    if step % 3 == 0:
        queue.append(step)
    if step % 4 == 0 and queue:
        queue.pop(0)
        served += 1
energy = 0.0
bounces = 0
for p in particles:
    energy += 0.5 * (p.velocity.x * p.velocity.x + p.velocity.y * p.velocity.y)
    bounces += p.bounces
print(int(energy * 1000), bounces, served, len(queue), int(particles[7].position.x * 100))
