# Recursion: backtracking N-queens, Towers of Hanoi, memoised paths, recursive gcd and power.
import sys
sys.setrecursionlimit(10_000)

def queens(n, row, cols, d1, d2):
    if row == n:
        return 1
    count = 0
    for c in range(n):
        if cols[c] or d1[row + c] or d2[row - c + n - 1]:
            continue
        cols[c] = True; d1[row + c] = True; d2[row - c + n - 1] = True
        count += queens(n, row + 1, cols, d1, d2)
        cols[c] = False; d1[row + c] = False; d2[row - c + n - 1] = False
    return count

def hanoi(disks, frm, to, via):
    if disks == 0:
        return 0
    return hanoi(disks - 1, frm, via, to) + 1 + hanoi(disks - 1, via, to, frm)

memo = {}
def paths(w, h):
    if w == 0 or h == 0:
        return 1
    key = w * 1000 + h
    if key in memo:
        return memo[key]
    result = (paths(w - 1, h) + paths(w, h - 1)) % 1_000_000_007
    memo[key] = result
    return result

def gcd(a, b):
    return a if b == 0 else gcd(b, a % b)

def power(base, exp, m):
    if exp == 0:
        return 1
    half = power(base, exp // 2, m)
    sq = half * half % m
    return sq if exp % 2 == 0 else sq * base % m

n = 250_000
size = 8
cols = [False] * size
d1 = [False] * (2 * size)
d2 = [False] * (2 * size)
print(queens(size, 0, cols, d1, d2))
print(hanoi(16, 1, 3, 2))
print(paths(120, 120))
g = 0
for i in range(1, n + 1):
    g += gcd(i * 7, n - i + 35)
p = 0
for i in range(1, n // 4 + 1):
    p = (p + power(i, 1_000_003, 998_244_353)) % 998_244_353
print(g, p)
