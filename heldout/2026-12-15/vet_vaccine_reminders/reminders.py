from collections import defaultdict


class ReminderBatch:
    def __init__(self, clinic):
        self.clinic = clinic
        self.by_species = defaultdict(lambda: [])

    def add(self, patient_id, species, overdue):
        self.by_species[species].append((patient_id, overdue))

    def send(self):
        for species, rows in sorted(self.by_species.items()):
            urgent = sum(1 for _, d in rows if d > 30)
            print(f"{self.clinic}: {len(rows)} {species} reminders ({urgent} urgent)", flush=True)
