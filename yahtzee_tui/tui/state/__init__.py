"""What feeds the app's state: the sessions that moves go through, the save slot and its lock,
the watch on another copy's save, the advisor link and the records of finished games."""
