"""fixmp's rules, one module each; installed as ``fixmp.codemods`` and discovered, never listed by hand.

Code assignment: FMP0xx in the order rules were added; a code is never reused
for another rule, and a removed rule's code stays retired.
"""
