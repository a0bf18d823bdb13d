import bulletin

if __name__ == "__main__":
    bulletin.main()
