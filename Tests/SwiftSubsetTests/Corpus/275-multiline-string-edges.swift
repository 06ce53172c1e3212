let text = """
    first \
    same line
      indented "quotes"
    last\tline
    """
print(text)
print(text.count)
