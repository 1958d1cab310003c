package main


func (r *rater) wxyzWing(s *step) bool           { return false }
func (r *rater) vwxyzWing(s *step) bool          { return false }
func (r *rater) alignedPairs(s *step) bool       { return false }
