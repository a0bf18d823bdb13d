"""Nurse/clerk shift roster optimiser: one solver process per department."""
from roster import RosterJob

job = RosterJob.from_defaults()
job.solve_all()
print("rosters written for", job.departments)
