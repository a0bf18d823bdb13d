def quote(ticket, kind, board):
    hours = {"longcase": 6, "carriage": 3, "wristwatch": 2}.get(kind, 4)
    board.put((ticket, hours * 45))
