let nan = Double.nan
print(nan)
print(-nan)
print(0.0 / 0.0)
print(-Double.infinity)
print(Float.nan)
