def passes_moisture(lot, limit):
    name, moisture = lot
    return name, moisture <= limit
