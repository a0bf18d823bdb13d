from sync import sync_stores

if __name__ == "__main__":
    print(f"total receipts: {sync_stores([101, 102], n_receipts=250)}")
