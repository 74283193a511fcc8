"""What the product keeps on disk: the game in progress (and, later, records)."""
