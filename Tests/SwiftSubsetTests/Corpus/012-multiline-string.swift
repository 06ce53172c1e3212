let poem = """
    Roses are red,
      violets are blue.
    Swift is fun.
    """
print(poem)
