def region_table(conn, region, weights):
    shares = weights / weights.sum(dim=1, keepdim=True)
    conn.send((region, float(shares.max(dim=1).values.mean())))
    conn.close()
