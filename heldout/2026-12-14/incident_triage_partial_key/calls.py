def load_calls():
    districts = ["harbour", "old-town", "hillside"]
    return [{"id": i, "district": districts[i % 3], "severity": (i * 7) % 5} for i in range(12)]
