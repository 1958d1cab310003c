// rate_bigwings.go holds serate's techniques between 6.2 and the forcing
// chains that rate_wings.go's wing search covers with bigger sets (the
// UVWXYZ- and TUVWXYZ-Wings) and its Aligned Triplet Exclusion. They must
// not change the grid.

package main

// wingNames are serate's names of the wings by the cells of their set.
var wingNames = [7]string{3: "WXYZ-Wing", 4: "VWXYZ-Wing", 5: "UVWXYZ-Wing", 6: "TUVWXYZ-Wing"}

// bigWingDiff are the fixed ratings of the wings of 5 and 6 set cells
// (UVWXYZWingHint, TUVWXYZWingHint: the size term is commented out).
var bigWingDiff = [7]float64{5: 6.6, 6: 7.5}

// uvwxyzWing finds serate's UVWXYZ-Wing (6.6).
func (r *rater) uvwxyzWing(s *step) bool { return r.alsWing(s, 5) }

// tuvwxyzWing finds serate's TUVWXYZ-Wing (7.5).
func (r *rater) tuvwxyzWing(s *step) bool { return r.alsWing(s, 6) }
