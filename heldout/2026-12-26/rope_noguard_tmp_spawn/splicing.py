def splice(rank, rows):
    row = rows[rank]
    return sum(range(int(row["tucks"])))
