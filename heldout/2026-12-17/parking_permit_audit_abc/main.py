from resident import ResidentPermitAudit

DISTRICTS = ("north", "south", "east", "west")

if __name__ == "__main__":
    for district, suspect in ResidentPermitAudit(DISTRICTS).run():
        print(f"{district}: {suspect} sightings without a valid permit")
