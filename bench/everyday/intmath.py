# Integer math: a sieve on a list of bools, trial division, Collatz lengths, digit sums and gcd.
n = 60_000
is_prime = [True] * (n + 1)
is_prime[0] = False
is_prime[1] = False
p = 2
while p * p <= n:
    if is_prime[p]:
        m = p * p
        while m <= n:
            is_prime[m] = False
            m += p
    p += 1
prime_count = 0
prime_sum = 0
for i in range(n + 1):
    if is_prime[i]:
        prime_count += 1
        prime_sum += i

def is_prime_by_division(x):
    if x < 2:
        return False
    d = 2
    while d * d <= x:
        if x % d == 0:
            return False
        d += 1
    return True

agree = 0
for i in range(0, n + 1, 3):
    if is_prime_by_division(i) == is_prime[i]:
        agree += 1
longest = 0
longest_start = 0
for start in range(1, n // 2):
    x = start
    steps = 0
    while x != 1:
        x = x // 2 if x % 2 == 0 else 3 * x + 1
        steps += 1
    if steps > longest:
        longest = steps
        longest_start = start
digit_total = 0
for i in range(n):
    x = i * 7
    while x > 0:
        digit_total += x % 10
        x //= 10
g = 0
for i in range(1, n):
    a, b = i, 360_360
    while b != 0:
        a, b = b, a % b
    g += a
print(prime_count, prime_sum, agree, longest, longest_start, digit_total, g)
