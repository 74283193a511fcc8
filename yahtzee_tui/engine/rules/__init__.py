"""One module per rule family: the boxes (or Yamb rows) and how each scores."""
