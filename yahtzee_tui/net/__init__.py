"""Play over the network: the wire protocol, the room server and the client connection.

The server holds every room's game and moves it with the game's own pure moves; clients send
intents and follow the states it sends back. Never imports textual.
"""
